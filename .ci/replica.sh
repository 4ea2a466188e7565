#!/usr/bin/env bash
# issue #30 §3: a real PostgreSQL streaming replica of the machine's server, for the replica tests
# and the journeys reading from it. A base backup of the primary (pg_basebackup, WAL streamed,
# -R writes standby.signal and primary_conninfo) into a second data directory, started on its own
# port as a hot standby. Idempotent: a replica already answering on the port is kept.
# Usage: .ci/replica.sh [primary port, default 5432] [replica port, default 5433]
# Prints the replica's port; the caller sets TEST_DATABASE_READ_URL from it.
set -euo pipefail
PRIMARY_PORT="${1:-5432}"
REPLICA_PORT="${2:-5433}"
DIR="${HIGHLIGHT_REPLICA_DIR:-/tmp/highlight-replica}"
BIN="/usr/lib/postgresql/$(ls /etc/postgresql | head -n1)/bin"
# The server's files belong to its own account: run its tools as that account when we are root.
as_postgres() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

if pg_isready -h 127.0.0.1 -p "$REPLICA_PORT" -q 2>/dev/null; then
  echo "replica already on port $REPLICA_PORT" >&2
  echo "$REPLICA_PORT"
  exit 0
fi
pg_isready -h 127.0.0.1 -p "$PRIMARY_PORT" -q

# The primary lets the local replica stream its WAL (a replication connection from 127.0.0.1).
HBA="$(psql -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -d postgres -Atc 'show hba_file')"
if ! grep -Eq '^host[[:space:]]+replication[[:space:]]+all[[:space:]]+127\.0\.0\.1/32' "$HBA"; then
  echo 'host replication all 127.0.0.1/32 trust' >> "$HBA"
  psql -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -d postgres -Atc 'select pg_reload_conf()' >/dev/null
fi

rm -rf "$DIR"
mkdir -p "$DIR"
[ "$(id -u)" -eq 0 ] && chown postgres:postgres "$DIR"
chmod 700 "$DIR"
as_postgres "$BIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$DIR" -X stream -R -c fast
# Debian keeps the server's settings in /etc: the copy gets its own, a hot standby on its port.
as_postgres tee "$DIR/postgresql.conf" >/dev/null <<EOF
port = $REPLICA_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$DIR'
hot_standby = on
max_connections = 100
shared_buffers = 128MB
EOF
as_postgres tee "$DIR/pg_hba.conf" >/dev/null <<EOF
local all all trust
host all all 127.0.0.1/32 trust
EOF
as_postgres "$BIN/pg_ctl" -D "$DIR" -l "$DIR/replica.log" -w start >&2
for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -p "$REPLICA_PORT" -q && break
  sleep 1
done
[ "$(psql -h 127.0.0.1 -p "$REPLICA_PORT" -U postgres -d postgres -Atc 'select pg_is_in_recovery()')" = t ]
echo "$REPLICA_PORT"
