import 'server-only';
import { existsSync } from 'node:fs';
import { homedir, userInfo } from 'node:os';
import type { Host, JumpHost } from '@/lib/inventory/types';
import type { SshTarget } from './connect';

export interface TargetContext {
  home?: string;
  localUser?: string;
  agentSocket: string | null;
}

const DEFAULT_KEYS = ['id_ed25519', 'id_ecdsa', 'id_rsa'];

/** What the pool needs to reach a host: user, keys, host key policy, and the jump host in front of it. */
export function targetFor(host: Host, ctx: TargetContext): SshTarget {
  const home = ctx.home ?? homedir();
  const knownHostsFiles = host.knownHostsFile ? [host.knownHostsFile] : [`${home}/.ssh/known_hosts`, '/etc/ssh/ssh_known_hosts'];
  const user = host.user ?? ctx.localUser ?? userInfo().username;
  const via = host.jump ? jumpTarget(host.jump, knownHostsFiles, host, ctx, home) : null;
  const label = `${host.name} (${host.address}:${host.port})`;
  return {
    key: JSON.stringify(['host', host.name, user, host.address, host.port, host.identityFile, host.useAgent, host.hostKeyFingerprints, knownHostsFiles, via?.key ?? null]),
    label,
    address: host.address,
    port: host.port,
    user,
    identityFiles: identityFiles(host.identityFile, host.useAgent, home),
    agent: host.useAgent || !host.identityFile ? ctx.agentSocket : null,
    hostKey: { label, address: host.address, port: host.port, pinned: host.hostKeyFingerprints, knownHostsFiles },
    via,
  };
}

function jumpTarget(jump: JumpHost, knownHostsFiles: string[], host: Host, ctx: TargetContext, home: string): SshTarget {
  const label = `jump host ${jump.address}:${jump.port}`;
  const pinned = jump.hostKeyFingerprints ?? [];
  return {
    key: JSON.stringify(['jump', jump.user, jump.address, jump.port, jump.identityFile, pinned, knownHostsFiles]),
    label,
    address: jump.address,
    port: jump.port,
    user: jump.user,
    identityFiles: identityFiles(jump.identityFile, host.useAgent, home),
    agent: host.useAgent || !jump.identityFile ? ctx.agentSocket : null,
    hostKey: { label, address: jump.address, port: jump.port, pinned, knownHostsFiles },
    via: null,
  };
}

function identityFiles(file: string | null, useAgent: boolean, home: string): string[] {
  if (file) return [file];
  if (useAgent) return [];
  return DEFAULT_KEYS.map((k) => `${home}/.ssh/${k}`).filter((p) => existsSync(/* turbopackIgnore: true */ p));
}
