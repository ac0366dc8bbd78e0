#!/usr/bin/env bash
# Brings the whole topology up on this machine (deploy/README.md): PostgreSQL 15 primary and a streaming
# replica (pg_basebackup -R), a PgBouncer in front of each, APP_NODES portal nodes, HAProxy in front of
# them. Installs what is missing with apt. Idempotent only from down: run down.sh first.
set -euo pipefail
DEPLOY="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$DEPLOY/.." && pwd)"
source "$DEPLOY/topology.env"
RUN="$TOPOLOGY_RUN"
say() { echo "> $*"; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
wait_for() { # wait_for <what> <seconds> <command…>
  local what=$1 limit=$2; shift 2
  for _ in $(seq 1 $((limit * 4))); do "$@" >/dev/null 2>&1 && return 0; sleep 0.25; done
  echo "timed out waiting for $what" >&2; return 1
}

# 1. Packages (Debian 12: PostgreSQL 15, PgBouncer, HAProxy).
missing=()
[ -x "$PG_BIN/pg_ctl" ] || missing+=(postgresql-15)
command -v pgbouncer >/dev/null || missing+=(pgbouncer)
command -v haproxy >/dev/null || missing+=(haproxy)
if [ ${#missing[@]} -gt 0 ]; then
  say "apt-get install ${missing[*]}"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if [ -e "$RUN/pg-primary" ]; then echo "$RUN exists: run deploy/down.sh first" >&2; exit 1; fi
mkdir -p "$RUN/sock" "$RUN/data"
chown postgres "$RUN" "$RUN/sock" 2>/dev/null || true

fill() { # fill <template> <output> <role> <pg port> <bouncer port>
  sed -e "s|@RUN@|$RUN|g" -e "s|@ROLE@|$3|g" -e "s|@PG_PORT@|$4|g" -e "s|@BOUNCER_PORT@|$5|g" \
    -e "s|@PORTAL_DB@|$PORTAL_DB|g" -e "s|@HAPROXY_PORT@|$HAPROXY_PORT|g" \
    -e "s|@HAPROXY_STATS_PORT@|$HAPROXY_STATS_PORT|g" "$1" >"$2"
}

# 2. The primary: initdb, our settings, start, the portal's database.
say "PostgreSQL primary on $PG_PRIMARY_PORT"
as_pg "$PG_BIN/initdb" -D "$RUN/pg-primary" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$RUN/initdb.log"
cat "$DEPLOY/postgresql.conf" >>"$RUN/pg-primary/postgresql.conf"
echo "unix_socket_directories = '$RUN/sock'" >>"$RUN/pg-primary/postgresql.conf"
cp "$DEPLOY/pg_hba.conf" "$RUN/pg-primary/pg_hba.conf"
as_pg "$PG_BIN/pg_ctl" -D "$RUN/pg-primary" -o "-p $PG_PRIMARY_PORT" -l "$RUN/pg-primary.log" -w start >/dev/null
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PRIMARY_PORT" -U postgres "$PORTAL_DB"

# 3. The replica: a base backup of the primary that streams from it (-R writes primary_conninfo).
say "PostgreSQL replica on $PG_REPLICA_PORT (pg_basebackup -R)"
as_pg "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$PG_PRIMARY_PORT" -U postgres -D "$RUN/pg-replica" \
  -R -X stream -c fast -C -S replica1
[ "$REPLICA_DELAY" = 0 ] || echo "recovery_min_apply_delay = '$REPLICA_DELAY'" >>"$RUN/pg-replica/postgresql.auto.conf"
as_pg "$PG_BIN/pg_ctl" -D "$RUN/pg-replica" -o "-p $PG_REPLICA_PORT" -l "$RUN/pg-replica.log" -w start >/dev/null

# 4. A PgBouncer in front of each.
for role in primary replica; do
  if [ $role = primary ]; then pg=$PG_PRIMARY_PORT bouncer=$BOUNCER_PRIMARY_PORT; else pg=$PG_REPLICA_PORT bouncer=$BOUNCER_REPLICA_PORT; fi
  say "PgBouncer ($role) on $bouncer"
  fill "$DEPLOY/pgbouncer.ini" "$RUN/pgbouncer-$role.ini" $role $pg $bouncer
  chown postgres "$RUN/pgbouncer-$role.ini" 2>/dev/null || true
  as_pg pgbouncer -d -q "$RUN/pgbouncer-$role.ini"
done

if [ "$APP_NODES" = 0 ]; then say "up: databases and PgBouncers only (APP_NODES=0)"; exit 0; fi

# 5. The portal's nodes: built once, then APP_NODES processes on their own ports (one process each,
#    `node --import tsx`, so its pid is the server's). The first migrates and seeds under the start lock.
[ -d "$ROOT/node_modules" ] || (cd "$ROOT" && npm ci --no-audit --no-fund)
[ -f "$ROOT/apps/web/dist/index.html" ] || (cd "$ROOT" && npm run build --silent)
for i in $(seq 1 "$APP_NODES"); do
  port=$((APP_BASE_PORT + i - 1))
  say "app node $i on $port"
  (cd "$ROOT" && exec env NODE_ENV=production HOST=127.0.0.1 PORT=$port LOG_LEVEL="${LOG_LEVEL:-warn}" \
    DATABASE_URL="postgres://postgres@127.0.0.1:$BOUNCER_PRIMARY_PORT/portal" \
    DATABASE_READ_URL="postgres://postgres@127.0.0.1:$BOUNCER_REPLICA_PORT/portal" \
    DATABASE_LISTEN_URL="postgres://postgres@127.0.0.1:$BOUNCER_PRIMARY_PORT/portal_listen" \
    DATA_DIR="$RUN/data" PUBLIC_URL="http://127.0.0.1:$HAPROXY_PORT" \
    node --import tsx apps/server/src/server.ts >"$RUN/app-$i.log" 2>&1 </dev/null) &
  echo $! >"$RUN/app-$i.pid"
done
for i in $(seq 1 "$APP_NODES"); do
  wait_for "app node $i (see $RUN/app-$i.log)" 300 curl -fsS "http://127.0.0.1:$((APP_BASE_PORT + i - 1))/readyz"
done

# 6. HAProxy in front of the nodes.
servers=""
for i in $(seq 1 "$APP_NODES"); do servers+="    server app$i 127.0.0.1:$((APP_BASE_PORT + i - 1)) check"$'\n'; done
fill "$DEPLOY/haproxy.cfg" "$RUN/haproxy.tmp" - - -
awk -v s="$servers" '{ if ($0 == "@SERVERS@") printf "%s", s; else print }' "$RUN/haproxy.tmp" >"$RUN/haproxy.cfg"
rm "$RUN/haproxy.tmp"
say "HAProxy on $HAPROXY_PORT (stats on $HAPROXY_STATS_PORT)"
haproxy -q -D -f "$RUN/haproxy.cfg"
wait_for "HAProxy" 30 curl -fsS "http://127.0.0.1:$HAPROXY_PORT/readyz"
say "up: http://127.0.0.1:$HAPROXY_PORT (deploy/down.sh to stop)"
