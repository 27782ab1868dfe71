#!/bin/sh
# `npm start`: the bootstrap names the Node to run (bringing Node 24 when the system one is too
# old), then installs and builds and becomes the server itself (process.execve). This shell execs
# too, so only npm and the server stay resident, and npm's signals reach the server directly.
set -e
here=$(dirname "$0")
node=$(node "$here/bootstrap.mjs" node)
exec "$node" "$here/bootstrap.mjs" start "$@"
