#!/usr/bin/env bash
# Starts a local PostgreSQL 15 for tests, without Docker. Idempotent: installs PostgreSQL if missing,
# initialises the data directory if it is empty, starts the server unless it already runs.
#
#   eval "$(.ci/start-postgres.sh [DATA_DIR])"     # DATA_DIR defaults to /tmp/pgdata
#
# Environment: PGPORT (default 54329), PGLOG (default /tmp/pg.log), PGSOCKDIR (default /tmp/pgsock).
# User postgres, password postgres. stdout carries only the `export DATABASE_URL=...` line; the rest goes to stderr.
set -euo pipefail

DATA_DIR="${1:-/tmp/pgdata}"
PORT="${PGPORT:-54329}"
LOG="${PGLOG:-/tmp/pg.log}"
SOCK_DIR="${PGSOCKDIR:-/tmp/pgsock}"
BIN=/usr/lib/postgresql/15/bin

# initdb and pg_ctl refuse to run as root: as root, run them as the postgres user (and let it own the dirs).
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ ! -x "$BIN/initdb" ]; then
  sudo_cmd=""
  if [ "$(id -u)" != 0 ]; then sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update >&2
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y postgresql >&2
fi

mkdir -p "$DATA_DIR" "$SOCK_DIR"
touch "$LOG"
if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$DATA_DIR" "$SOCK_DIR" "$LOG"; fi

if [ ! -s "$DATA_DIR/PG_VERSION" ]; then
  pwfile="$(mktemp)"
  trap 'rm -f "$pwfile"' EXIT
  echo postgres >"$pwfile"
  if [ "$(id -u)" = 0 ]; then chown postgres "$pwfile"; fi
  as_pg "$BIN/initdb" -D "$DATA_DIR" -U postgres --pwfile="$pwfile" --auth-host=scram-sha-256 >&2
fi

if as_pg "$BIN/pg_ctl" -D "$DATA_DIR" status >/dev/null 2>&1; then
  echo "PostgreSQL already running from $DATA_DIR" >&2
else
  as_pg "$BIN/pg_ctl" -D "$DATA_DIR" -l "$LOG" -w \
    -o "-p $PORT -c listen_addresses=127.0.0.1 -k $SOCK_DIR" start >&2
fi

echo "export DATABASE_URL=postgres://postgres:postgres@127.0.0.1:$PORT/postgres"
