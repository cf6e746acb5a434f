# Sourced by the release scripts: `token_git ARGS...` runs git with the token in RELEASE_TOKEN
# (when set) given as the password through a credential helper, so the token is on no command
# line and in no file; the helper's text below is all a process list shows.
token_git() {
  if [ -n "${RELEASE_TOKEN:-}" ]; then
    # shellcheck disable=SC2016
    git -c credential.helper= \
      -c 'credential.helper=!f() { echo "username=${RELEASE_USER:-x-access-token}"; echo "password=$RELEASE_TOKEN"; }; f' "$@"
  else
    git "$@"
  fi
}
