#!/usr/bin/env bash
# Publishes the Buildkite plugin (buildkite-plugin/ at a release tag) as the root of its own
# repository, the one pipelines name it by: `OWNER/job-monitor#vX.Y.Z` is
# github.com/OWNER/job-monitor-buildkite-plugin at tag vX.Y.Z, and the agent names the plugin's
# variables after that repository, less its "-buildkite-plugin" suffix:
# BUILDKITE_PLUGIN_JOB_MONITOR_* (buildkite/agent, agent/plugin/plugin.go, Plugin.Name).
#
# Usage: publish-buildkite-plugin.sh TAG REMOTE
#   TAG     the release tag of this repository (vX.Y.Z), which becomes the plugin's tag
#   REMOTE  the plugin repository's URL; with RELEASE_TOKEN set, git is given it as the
#           password through a credential helper, so it is on no command line
#
# Each release is one commit on the plugin repository's main, on top of the last one. A tag
# already there is never moved: the push fails, and the release says so.
set -euo pipefail

tag=${1:?usage: publish-buildkite-plugin.sh TAG REMOTE}
remote=${2:?usage: publish-buildkite-plugin.sh TAG REMOTE}
source_repo=$(git rev-parse --show-toplevel)

# shellcheck source=scripts/release/token-git.bash
source "$(dirname "${BASH_SOURCE[0]}")/token-git.bash"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

token_git clone --quiet "$remote" "$work/plugin"
cd "$work/plugin"
if git rev-parse --quiet --verify "refs/tags/$tag" >/dev/null; then
  echo "the plugin repository already has $tag: a published version is never replaced" >&2
  exit 1
fi
if git rev-parse --quiet --verify refs/remotes/origin/main >/dev/null; then
  git checkout --quiet -B main origin/main
else
  git symbolic-ref HEAD refs/heads/main # the first release: an empty repository
fi
# The plugin as the release tag holds it, modes kept (its hooks are executable), nothing else.
git rm -r --quiet --ignore-unmatch -- .
git -C "$source_repo" archive --format=tar "$tag:buildkite-plugin" | tar -x -f - -C .
git add -A
git -c user.name="${GIT_AUTHOR_NAME:-job-monitor release}" \
  -c user.email="${GIT_AUTHOR_EMAIL:-job-monitor-release@users.noreply.github.com}" \
  commit --quiet --allow-empty -m "job-monitor Buildkite plugin $tag" \
  -m "buildkite-plugin/ of job-monitor at $tag ($(git -C "$source_repo" rev-parse "$tag^{commit}"))."
git -c user.name="${GIT_AUTHOR_NAME:-job-monitor release}" \
  -c user.email="${GIT_AUTHOR_EMAIL:-job-monitor-release@users.noreply.github.com}" \
  tag -a "$tag" -m "job-monitor Buildkite plugin $tag"
token_git push --quiet origin main "refs/tags/$tag"
echo "published buildkite-plugin/ at $tag to $remote"
