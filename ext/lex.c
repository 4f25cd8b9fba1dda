/*
** lex.c - the tokenizer of the UDF language (first step of the front end:
** program text -> tokens -> parse.c).
**
** The rules are SQLite's (tokenize.c), cut down to what the language has:
**   'text' with '' for a quote        x'4142' blobs (even count of hex digits)
**   42  0x2A  1.5  .5  1.  1e3        $N positional parameters
**   names [A-Za-z_][A-Za-z0-9_]*, or quoted "na""me", [name], `name`
**   keywords, case-insensitive        -- and slash-star comments
** Like SQLite, a number directly followed by a name character is one
** unrecognized token ("12abc"), and a bad blob literal is one too.
** The lexer never fails: it returns TK_ILLEGAL and the parser reports it.
*/
#include "gpustr_int.h"
#include "ast.h"

#include "gs_runtime.h"

#include <string.h>

static int lex_isdigit(int c){ return c>='0' && c<='9'; }
static int lex_isxdigit(int c){
  return lex_isdigit(c) || (c>='a' && c<='f') || (c>='A' && c<='F');
}
static int lex_isidstart(int c){
  return (c>='a' && c<='z') || (c>='A' && c<='Z') || c=='_';
}
static int lex_isidchar(int c){ return lex_isidstart(c) || lex_isdigit(c); }
static int lex_isspace(int c){
  return c==' ' || c=='\t' || c=='\n' || c=='\f' || c=='\r' || c=='\v';
}

/* The keywords, longest first is not needed: names are matched whole. */
static const struct { const char *z; int eType; } lex_keywords[] = {
  { "case", TK_CASE },       { "when", TK_WHEN },       { "then", TK_THEN },
  { "else", TK_ELSE },       { "end", TK_END },         { "cast", TK_CAST },
  { "as", TK_AS },           { "and", TK_AND },         { "or", TK_OR },
  { "not", TK_NOT },         { "is", TK_IS },           { "in", TK_IN },
  { "like", TK_LIKE },       { "glob", TK_GLOB },       { "escape", TK_ESCAPE },
  { "between", TK_BETWEEN }, { "isnull", TK_ISNULL },   { "notnull", TK_NOTNULL },
  { "null", TK_NULL },       { "collate", TK_COLLATE }, { "let", TK_LET },
  { "regexp", TK_REGEXP },
};

static int lex_keyword(const char *z, int n){
  int i;
  if( n<2 || n>7 ) return TK_ID;
  for(i=0; i<(int)(sizeof(lex_keywords)/sizeof(lex_keywords[0])); i++){
    if( sqlite3_strnicmp(lex_keywords[i].z, z, n)==0 && lex_keywords[i].z[n]==0 ){
      return lex_keywords[i].eType;
    }
  }
  return TK_ID;
}

void lex_init(lex_state *L, const char *z, int n){
  L->z = z; L->n = n; L->i = 0; L->line = 1; L->lineStart = 0;
}

/* Skip whitespace and comments, keeping the line count. */
static void lex_skip(lex_state *L){
  const char *z = L->z;
  int i = L->i, n = L->n;
  for(;;){
    if( i<n && lex_isspace((unsigned char)z[i]) ){
      if( z[i]=='\n' ){ L->line++; L->lineStart = i+1; }
      i++;
    }else if( i+1<n && z[i]=='-' && z[i+1]=='-' ){
      while( i<n && z[i]!='\n' ) i++;
    }else if( i+1<n && z[i]=='/' && z[i+1]=='*' ){
      /* An unterminated comment runs to the end, as in SQLite. */
      i += 2;
      while( i<n ){
        if( z[i]=='*' && i+1<n && z[i+1]=='/' ){ i += 2; break; }
        if( z[i]=='\n' ){ L->line++; L->lineStart = i+1; }
        i++;
      }
    }else{
      break;
    }
  }
  L->i = i;
}

/* Length of a number starting at z[0] (a digit, or '.' and a digit), and
** whether it is TK_FLOAT.  Mirrors SQLite's tokenizer, including that a name
** character right after a number makes the whole run illegal. */
static int lex_number(const char *z, int n, int *peType){
  int i = 0;
  *peType = TK_INTEGER;
  if( n>2 && z[0]=='0' && (z[1]=='x' || z[1]=='X') && lex_isxdigit((unsigned char)z[2]) ){
    for(i=3; i<n && lex_isxdigit((unsigned char)z[i]); i++){}
  }else{
    while( i<n && lex_isdigit((unsigned char)z[i]) ) i++;
    if( i<n && z[i]=='.' ){
      i++;
      while( i<n && lex_isdigit((unsigned char)z[i]) ) i++;
      *peType = TK_FLOAT;
    }
    if( i<n && (z[i]=='e' || z[i]=='E')
     && ( (i+1<n && lex_isdigit((unsigned char)z[i+1]))
       || (i+2<n && (z[i+1]=='+' || z[i+1]=='-') && lex_isdigit((unsigned char)z[i+2])) ) ){
      i += 2;
      while( i<n && lex_isdigit((unsigned char)z[i]) ) i++;
      *peType = TK_FLOAT;
    }
  }
  while( i<n && lex_isidchar((unsigned char)z[i]) ){
    *peType = TK_ILLEGAL;
    i++;
  }
  return i;
}

/* Length of a quoted run starting at z[0]==q and ending at the closing
** quote cq, where a doubled closing quote stands for one ('' and "").
** Returns -(length) when the quote is not closed. */
static int lex_quoted(const char *z, int n, char cq, int bDouble){
  int i;
  for(i=1; i<n; i++){
    if( z[i]==cq ){
      if( bDouble && i+1<n && z[i+1]==cq ){ i++; continue; }
      return i+1;
    }
  }
  return -n;
}

void lex_next(lex_state *L, lex_token *t){
  const char *z;
  int n, len = 1, eType = TK_ILLEGAL, c;
  lex_skip(L);
  z = L->z + L->i;
  n = L->n - L->i;
  t->off = L->i;
  t->line = L->line;
  t->col = L->i - L->lineStart + 1;
  if( n<=0 ){
    t->eType = TK_EOF; t->n = 0;
    return;
  }
  c = (unsigned char)z[0];
  switch( c ){
    case '(': eType = TK_LP; break;
    case ')': eType = TK_RP; break;
    case ',': eType = TK_COMMA; break;
    case ';': eType = TK_SEMI; break;
    case '*': eType = TK_STAR; break;
    case '/': eType = TK_SLASH; break;
    case '%': eType = TK_REM; break;
    case '+': eType = TK_PLUS; break;
    case '&': eType = TK_BITAND; break;
    case '~': eType = TK_BITNOT; break;
    case '-':
      if( n>1 && z[1]=='>' ){ eType = TK_ARROW; len = 2; }
      else eType = TK_MINUS;
      break;
    case '|':
      if( n>1 && z[1]=='|' ){ eType = TK_CONCAT; len = 2; }
      else eType = TK_BITOR;
      break;
    case '<':
      if( n>1 && z[1]=='=' ){ eType = TK_LE; len = 2; }
      else if( n>1 && z[1]=='>' ){ eType = TK_NE; len = 2; }
      else if( n>1 && z[1]=='<' ){ eType = TK_LSHIFT; len = 2; }
      else eType = TK_LT;
      break;
    case '>':
      if( n>1 && z[1]=='=' ){ eType = TK_GE; len = 2; }
      else if( n>1 && z[1]=='>' ){ eType = TK_RSHIFT; len = 2; }
      else eType = TK_GT;
      break;
    case '=':
      eType = TK_EQ;
      if( n>1 && z[1]=='=' ) len = 2;
      break;
    case '!':
      if( n>1 && z[1]=='=' ){ eType = TK_NE; len = 2; }
      break;                              /* a lone '!' is illegal */
    case '\'': {
      int k = lex_quoted(z, n, '\'', 1);
      if( k>0 ){ eType = TK_STRING; len = k; }else{ len = -k; }
      break;
    }
    case '"': case '`': {
      int k = lex_quoted(z, n, (char)c, 1);
      if( k>0 ){ eType = TK_ID; len = k; }else{ len = -k; }
      break;
    }
    case '[': {
      int k = lex_quoted(z, n, ']', 0);
      if( k>0 ){ eType = TK_ID; len = k; }else{ len = -k; }
      break;
    }
    case '$': {
      int i = 1;
      while( i<n && lex_isdigit((unsigned char)z[i]) ) i++;
      eType = i>1 ? TK_VARIABLE : TK_ILLEGAL;
      while( i<n && lex_isidchar((unsigned char)z[i]) ){ eType = TK_ILLEGAL; i++; }
      len = i;
      break;
    }
    case '.':
      if( n>1 && lex_isdigit((unsigned char)z[1]) ) len = lex_number(z, n, &eType);
      break;
    default:
      if( lex_isdigit(c) ){
        len = lex_number(z, n, &eType);
      }else if( (c=='x' || c=='X') && n>1 && z[1]=='\'' ){
        /* SQLite: hex digits up to the quote, an even number of them. */
        int i;
        for(i=2; i<n && lex_isxdigit((unsigned char)z[i]); i++){}
        if( i<n && z[i]=='\'' && (i%2)==0 ){
          eType = TK_BLOB;
        }else{
          eType = TK_ILLEGAL;
          while( i<n && z[i]!='\'' ) i++;
        }
        len = i<n ? i+1 : i;
      }else if( lex_isidstart(c) ){
        int i = 1;
        while( i<n && lex_isidchar((unsigned char)z[i]) ) i++;
        len = i;
        eType = lex_keyword(z, i);
      }else if( c>=0x80 ){
        /* Show a whole UTF-8 character in the message. */
        while( len<n && ((unsigned char)z[len] & 0xc0)==0x80 ) len++;
      }
      break;
  }
  /* Newlines inside a token (strings, quoted names) still count. */
  if( eType==TK_STRING || eType==TK_ID || eType==TK_ILLEGAL ){
    int i;
    for(i=0; i<len; i++){
      if( z[i]=='\n' ){ L->line++; L->lineStart = L->i + i + 1; }
    }
  }
  t->eType = eType;
  t->n = len;
  L->i += len;
}

int lex_integer(const char *z, int n, sqlite3_int64 *pI, double *pR, int *pExact2p63){
  sqlite3_uint64 u = 0;
  int i;
  *pExact2p63 = 0;
  if( n>2 && z[0]=='0' && (z[1]=='x' || z[1]=='X') ){
    /* Hex is a 64-bit pattern (0xffffffffffffffff is -1); more than 16
    ** significant digits is "hex literal too big", as SQLite. */
    for(i=2; i<n && z[i]=='0'; i++){}
    if( n-i>16 ) return -1;
    for(; i<n; i++){
      int c = (unsigned char)z[i];
      u = u*16 + (sqlite3_uint64)(c<='9' ? c-'0' : (c|0x20)-'a'+10);
    }
    memcpy(pI, &u, sizeof(u));
    return GS_INT;
  }
  for(i=0; i<n; i++){
    unsigned d = (unsigned)(z[i]-'0');
    if( u > (0xffffffffffffffffull - d)/10 ){ u = 0xffffffffffffffffull; break; }
    u = u*10 + d;
  }
  if( u<=0x7fffffffffffffffull ){
    *pI = (sqlite3_int64)u;
    return GS_INT;
  }
  /* Too big for INTEGER: SQLite makes it a REAL. */
  *pExact2p63 = (i==n && u==0x8000000000000000ull);
  *pR = lex_real(z, n);
  return GS_REAL;
}

/* SQLite reads a real literal with sqlite3AtoF, which is not strtod: it keeps
** at most 19 significant digits, scales by powers of ten in x87 long double,
** and so can round differently from a correctly rounded conversion
** (9007199254740993.00000000001 is 9007199254740992.0 in SQLite).  The
** runtime's gs_atof is that algorithm, bit for bit, so the lexer uses it:
** a literal then has the value SQLite gives the same text, and the value
** CAST('...' AS REAL) gives in a program. */
double lex_real(const char *z, int n){
  double r = 0.0;
  gs_atof((const unsigned char*)z, n, &r);
  return r;
}
