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
