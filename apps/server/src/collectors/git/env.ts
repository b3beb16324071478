// The environment git runs in: the process environment plus what makes it safe to run
// unattended. The only place the git collector reads process.env.

export function gitEnvironment(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // Never wait for credentials on a terminal nobody watches; fail instead.
    GIT_TERMINAL_PROMPT: '0',
    GIT_ASKPASS: '',
    SSH_ASKPASS: '',
    GIT_SSH_COMMAND: 'ssh -o BatchMode=yes',
    // Stable, parseable output whatever the user's locale and system configuration.
    LC_ALL: 'C',
    GIT_CONFIG_NOSYSTEM: '1',
  };
}
