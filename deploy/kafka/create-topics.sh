#!/bin/sh
# Creates every topic of topics.txt and its dead-letter topic <name>.dlq. Idempotent:
# existing topics are left alone, except that partitions are raised to the listed count.
#
#   BOOTSTRAP           broker list (default kafka:9092)
#   TOPICS_FILE         the list (default: topics.txt beside this script)
#   REPLICATION_FACTOR  replicas per partition (default 1: the single-node compose broker)
#   DLQ_RETENTION_MS    retention of the .dlq topics (default 30 days)
#
# Runs in the apache/kafka image (compose service kafka-init).
set -eu

BOOTSTRAP="${BOOTSTRAP:-kafka:9092}"
TOPICS_FILE="${TOPICS_FILE:-$(dirname "$0")/topics.txt}"
REPLICATION_FACTOR="${REPLICATION_FACTOR:-1}"
DLQ_RETENTION_MS="${DLQ_RETENTION_MS:-2592000000}"
KAFKA_BIN="${KAFKA_BIN:-/opt/kafka/bin}"

topics() {
  "$KAFKA_BIN/kafka-topics.sh" --bootstrap-server "$BOOTSTRAP" "$@" </dev/null
}

# ensure <name> <partitions> [config=value ...]
ensure() {
  name="$1"
  partitions="$2"
  shift 2
  configs=""
  for cfg in "$@"; do
    configs="$configs --config $cfg"
  done
  # shellcheck disable=SC2086 # $configs is a list of words on purpose
  topics --create --if-not-exists --topic "$name" \
    --partitions "$partitions" --replication-factor "$REPLICATION_FACTOR" $configs
  current="$(topics --describe --topic "$name" | sed -n 's/.*PartitionCount:[[:space:]]*\([0-9]*\).*/\1/p' | head -n 1)"
  if [ -n "$current" ] && [ "$current" -lt "$partitions" ]; then
    echo "raising $name from $current to $partitions partitions"
    topics --alter --topic "$name" --partitions "$partitions"
  fi
}

echo "waiting for $BOOTSTRAP"
tries=0
until topics --list >/dev/null 2>&1; do
  tries=$((tries + 1))
  if [ "$tries" -ge 60 ]; then
    echo "broker $BOOTSTRAP not reachable" >&2
    exit 1
  fi
  sleep 2
done

count=0
while read -r name partitions rest || [ -n "${name:-}" ]; do
  case "${name:-}" in
    '' | '#'*) continue ;;
  esac
  case "${partitions:-}" in
    '' | *[!0-9]*)
      echo "topics.txt: '$name' needs a partition count" >&2
      exit 1
      ;;
  esac
  # shellcheck disable=SC2086 # $rest holds zero or more config=value words
  ensure "$name" "$partitions" $rest
  ensure "$name.dlq" "$partitions" "retention.ms=$DLQ_RETENTION_MS"
  count=$((count + 1))
done <"$TOPICS_FILE"

echo "ensured $count topics (+ $count dead-letter topics)"
topics --list
