#!/usr/bin/env bash
# Releases the GitLab CI/CD component (templates/job-monitor.yml) from the GitLab project that
# holds this repository: pushes the release's commit there under the tag X.Y.Z, the version
# without the "v" of the GitHub tag (GitLab takes only a semantic version as a component's
# version). The tag's pipeline, the project's own .gitlab-ci.yml, creates the GitLab release,
# which the CI/CD catalog publishes.
#
# Usage: publish-gitlab-component.sh TAG REMOTE
#   TAG     the release tag of this repository (vX.Y.Z)
#   REMOTE  the GitLab project's git URL; with RELEASE_TOKEN set (a project access token that
#           may write to the repository), git is given it through a credential helper
#
# A tag already there is never moved: the push fails, and the release says so.
set -euo pipefail

tag=${1:?usage: publish-gitlab-component.sh TAG REMOTE}
remote=${2:?usage: publish-gitlab-component.sh TAG REMOTE}
version=${tag#v}
# shellcheck source=scripts/release/token-git.bash
source "$(dirname "${BASH_SOURCE[0]}")/token-git.bash"

commit=$(git rev-parse "$tag^{commit}")
if token_git ls-remote --exit-code --tags "$remote" "refs/tags/$version" >/dev/null; then
  echo "the GitLab project already has $version: a published version is never replaced" >&2
  exit 1
fi
# A lightweight tag pushed by its full name: nothing is added to this repository's own tags.
token_git push --quiet "$remote" "$commit:refs/tags/$version"
echo "pushed $tag ($commit) to $remote as $version"
