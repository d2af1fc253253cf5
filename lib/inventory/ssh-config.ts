import 'server-only';
import SSHConfig from 'ssh-config';

/** What `ssh ALIAS` would use, from ssh_config(5). Only the fields a pooled ssh2 connection needs. */
export interface SshConfigResolution {
  hostName: string | null;
  user: string | null;
  port: number | null;
  identityFile: string | null;
  proxyJump: string | null;
  userKnownHostsFile: string | null;
}

export interface SshConfigContext {
  home: string;
  localUser: string;
}

export function parseSshConfig(text: string): SSHConfig {
  return SSHConfig.parse(text);
}

export function resolveSshAlias(config: SSHConfig | null, alias: string, ctx: SshConfigContext): SshConfigResolution {
  // Match exec would run arbitrary commands from the config file on every reload.
  const computed = config ? config.compute(alias, { ignoreCase: true, matchExec: false }) : {};
  const first = (key: string): string | null => {
    const v = computed[key];
    const s = Array.isArray(v) ? v[0] : v;
    return s === undefined || s === '' ? null : s;
  };
  const hostName = first('hostname');
  const user = first('user');
  const portText = first('port');
  const port = portText && /^\d{1,5}$/.test(portText) ? Number(portText) : null;
  const tokens = { h: hostName ?? alias, n: alias, r: user ?? ctx.localUser, u: ctx.localUser, p: String(port ?? 22), d: ctx.home };
  const expand = (s: string | null) => (s === null ? null : expandTokens(s, tokens, ctx.home));
  const proxyJump = first('proxyjump');
  return {
    hostName: hostName === null ? null : expandTokens(hostName, { ...tokens, h: alias }, ctx.home),
    user,
    port,
    identityFile: expand(first('identityfile')),
    proxyJump: proxyJump === null || proxyJump.toLowerCase() === 'none' ? null : proxyJump,
    userKnownHostsFile: expand(first('userknownhostsfile')?.split(/\s+/)[0] ?? null),
  };
}

/** `~` and the ssh_config TOKENS that make sense without a live connection (%h %n %r %u %p %d %%). */
export function expandTokens(value: string, tokens: Record<string, string>, home: string): string {
  const withHome = value === '~' || value.startsWith('~/') ? home + value.slice(1) : value;
  return withHome.replace(/%([%hnrupd])/g, (_, t: string) => (t === '%' ? '%' : (tokens[t] ?? '')));
}
