#!/usr/bin/env bash
# Publishes dist/ to an S3 bucket set up for static website hosting (README, "Amazon S3 and
# S3-compatible storage"), each kind of file with its caching: hashed assets for a year, everything
# else revalidated.
#   npm run deploy:s3 -- BUCKET    (builds with --release first; or set S3_BUCKET)
# Needs the AWS CLI, signed in (`aws configure`, or AWS_PROFILE / AWS_* variables). Storage that is
# not AWS (Cloudflare R2, Backblaze B2, MinIO) is named by AWS_ENDPOINT_URL (or AWS_ENDPOINT_URL_S3),
# its region by AWS_REGION (or AWS_DEFAULT_REGION).
set -euo pipefail

bucket="${1:-${S3_BUCKET:-}}"
if [[ -z "$bucket" ]]; then
  echo "Usage: npm run deploy:s3 -- BUCKET (or set S3_BUCKET)." >&2
  exit 2
fi
cd "$(dirname "$0")/../.."
if [[ ! -f dist/index.html ]]; then
  echo "No dist/index.html to publish: run \`npm run build -- --release\` first." >&2
  exit 1
fi
if ! command -v aws >/dev/null; then
  echo "The AWS CLI (aws) is not on PATH: https://docs.aws.amazon.com/cli/" >&2
  exit 1
fi

# Passed as options, not left to the CLI: releases before 2.13 (Debian's, for one) ignore
# AWS_ENDPOINT_URL, and version 1 ignores AWS_REGION.
options=()
endpoint="${AWS_ENDPOINT_URL_S3:-${AWS_ENDPOINT_URL:-}}"
region="${AWS_REGION:-${AWS_DEFAULT_REGION:-}}"
if [[ -n "$endpoint" ]]; then options+=(--endpoint-url "$endpoint"); fi
if [[ -n "$region" ]]; then options+=(--region "$region"); fi

# One pass of the upload. A pass that fails stops the deploy before the next one, so the site online
# never has a page naming a file that is not there; the message says what is online instead.
pass() {
  local doing="$1" online="$2" status=0
  shift 2
  # (The ${a[@]+...} form: bash before 4.4, macOS's, calls an empty array unset.)
  aws ${options[@]+"${options[@]}"} "$@" || status=$?
  if ((status != 0)); then
    echo "deploy-s3: $doing failed (aws exited with $status; its message is above). $online" >&2
    exit "$status"
  fi
}

year="public, max-age=31536000, immutable"
previous="No page was changed: the site online is the previous one, whole. Run the command again once the cause is fixed."
# New assets first, so no page is ever online before the files it names. An asset's name is its
# content's hash, so one already there is the same file: --size-only skips it whatever its date.
pass "uploading the new assets" "$previous" \
  s3 sync dist/assets "s3://$bucket/assets" --size-only --cache-control "$year"
# The CLI cannot guess a web manifest's type; it names assets, so it goes up after them too.
pass "uploading the web manifest" "$previous" \
  s3 cp dist/manifest.webmanifest "s3://$bucket/manifest.webmanifest" \
  --content-type application/manifest+json --cache-control "no-cache"
pass "uploading the pages" \
  "Every old asset is still online, so each page, old or new, finds its files. Run the command again to finish." \
  s3 sync dist "s3://$bucket" --delete --exclude "assets/*" --exclude manifest.webmanifest --cache-control "no-cache"
# Old assets go last, once no published page names them.
pass "deleting the old assets" \
  "The new site is online and whole; only old assets no page names are left. Run the command again to remove them." \
  s3 sync dist/assets "s3://$bucket/assets" --size-only --delete --cache-control "$year"
echo "Published dist/ to s3://$bucket${endpoint:+ at $endpoint}"
