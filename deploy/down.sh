#!/usr/bin/env bash
# Tears the topology down: HAProxy, the app nodes, PgBouncers, replica, primary — each by its own pid
# file (never by name) — then removes the run folder. Safe to run twice or on a half-started topology.
set -uo pipefail
DEPLOY="$(cd "$(dirname "$0")" && pwd)"
source "$DEPLOY/topology.env"
RUN="$TOPOLOGY_RUN"
[ -d "$RUN" ] || exit 0
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

stop_pid() { # stop_pid <pid file>: SIGTERM, up to 10 s, then SIGKILL
  local file=$1 pid
  [ -f "$file" ] || return 0
  pid=$(cat "$file")
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    kill "$pid" 2>/dev/null
    for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    kill -9 "$pid" 2>/dev/null
  fi
  rm -f "$file"
}

stop_pid "$RUN/haproxy.pid"
for file in "$RUN"/app-*.pid; do [ -e "$file" ] && stop_pid "$file"; done
stop_pid "$RUN/pgbouncer-primary.pid"
stop_pid "$RUN/pgbouncer-replica.pid"
for role in replica primary; do
  [ -f "$RUN/pg-$role/postmaster.pid" ] && as_pg "$PG_BIN/pg_ctl" -D "$RUN/pg-$role" -m immediate -w stop >/dev/null 2>&1
done
[ "${KEEP_RUN:-0}" = 1 ] || rm -rf "$RUN"
echo "> down"
