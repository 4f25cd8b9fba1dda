-- demo.sql - a first look at gpustr.  Run it through the sqlite3 shell with
-- the extension loaded:
--   sqlite3 -cmd '.load ./.libs/gpustr' :memory: < sql/demo.sql
.headers on
.mode box

-- A small table of strings, nasty ones included: empty, NULL, multibyte.
CREATE TABLE t(id INTEGER PRIMARY KEY, s TEXT);
INSERT INTO t(s) VALUES ('hello'), ('GPU strings'), (''), (NULL),
  ('été'), ('€100'), ('naïve café'), ('x');

-- What the extension is, and what it found on this machine.
SELECT gpustr_version() AS version;
SELECT json_extract(gpu_info(), '$.backend') AS backend,
       json_extract(gpu_info(), '$.why') AS why,
       json_extract(gpu_info(), '$.nvrtc.found') AS nvrtc,
       json_extract(gpu_info(), '$.driver.found') AS driver;

-- The knobs of this connection.
SELECT gpu_config('backend') AS backend, gpu_config('threads') AS threads,
       gpu_config('batch_rows') AS batch_rows;

-- The counters (all zero until a UDF runs).
SELECT key, value FROM json_each(gpu_stats()) WHERE key IN ('rows', 'batches', 'strings_allocated', 'strings_freed');

-- A UDF: the same program on every row, with SQLite's semantics.
SELECT id, s, gpu_udf_row('upper(s)||s', s) AS upper_s_s FROM t;

-- The batch form: a table-valued function over a query, in batches (the
-- whole table here is one, on the worker threads or the GPU); the query's
-- extra first column comes back as the key.
SELECT key, value, rowno FROM gpu_map('upper(s)||s', 'SELECT id, s FROM t WHERE s IS NOT NULL');
SELECT key AS id, value AS v
FROM gpu_map('s -> let r = CASE WHEN length(s) > 2 THEN upper(s) ELSE s || s END; r || ''!''',
             'SELECT id, s FROM t ORDER BY id');

-- The window form gives each row its own value, one row at a time, in a
-- frame of the current row (other frames are an error: docs/sql.md,
-- "Window frames").
SELECT id, gpu_udf('upper(s)', s) OVER (ORDER BY id ROWS CURRENT ROW) AS v FROM t;

-- What the compiler made of it: refcount operations before and after pruning.
SELECT gpu_explain('s -> let r = upper(s); r || r', 'ir') AS ir;

-- Every string the runtime allocated has been freed.
SELECT key, value FROM json_each(gpu_stats()) WHERE key IN ('rows', 'batches', 'strings_allocated', 'strings_freed');
