#!/usr/bin/env bash
# Publishes dist/ to an S3 bucket set up for static website hosting (README, "Amazon S3"), each
# kind of file with its caching: hashed assets for a year, everything else revalidated.
#   npm run deploy:s3 -- BUCKET    (builds with --release first; or set S3_BUCKET)
# Needs the AWS CLI, signed in (`aws configure`, or AWS_PROFILE / AWS_* variables).
set -euo pipefail

bucket="${1:-${S3_BUCKET:-}}"
if [[ -z "$bucket" ]]; then
  echo "Usage: npm run deploy:s3 -- BUCKET (or set S3_BUCKET)." >&2
  exit 2
fi
cd "$(dirname "$0")/.."
if [[ ! -f dist/index.html ]]; then
  echo "No dist/index.html to publish: run \`npm run build -- --release\` first." >&2
  exit 1
fi
if ! command -v aws >/dev/null; then
  echo "The AWS CLI (aws) is not on PATH: https://docs.aws.amazon.com/cli/" >&2
  exit 1
fi

year="public, max-age=31536000, immutable"
# New assets first, so no page is ever online before the files it names.
aws s3 sync dist/assets "s3://$bucket/assets" --cache-control "$year"
aws s3 sync dist "s3://$bucket" --delete --exclude "assets/*" --cache-control "no-cache"
# The CLI cannot guess a web manifest's type.
aws s3 cp dist/manifest.webmanifest "s3://$bucket/manifest.webmanifest" \
  --content-type application/manifest+json --cache-control "no-cache"
# Old assets go last, once no published page names them.
aws s3 sync dist/assets "s3://$bucket/assets" --delete --cache-control "$year"
echo "Published dist/ to s3://$bucket"
