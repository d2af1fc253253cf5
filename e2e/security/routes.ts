import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SAMPLE: Record<string, string> = { host: 'llm-two', unit: 'vllm-kimi-k25.service', id: 'AAAAAAAAAAAAAAAAAAAAAA' };

/** Every page and API route of app/, as a URL with sample params, read from the folder tree so new routes are covered. */
export function appRoutes(): { pages: string[]; api: { path: string; methods: string[] }[] } {
  const root = path.resolve(__dirname, '../../app');
  const pages: string[] = [];
  const api: { path: string; methods: string[] }[] = [];
  const walk = (dir: string, segs: string[]) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name.startsWith('_') || name.startsWith('(')) continue;
        const m = /^\[(\w+)\]$/.exec(name);
        walk(full, [...segs, m ? (SAMPLE[m[1]!] ?? 'x') : name]);
      } else if (name === 'page.tsx') {
        pages.push('/' + segs.join('/'));
      } else if (name === 'route.ts') {
        const src = require('node:fs').readFileSync(full, 'utf8') as string;
        const methods = [...src.matchAll(/export const (GET|POST|PUT|DELETE|PATCH)\b/g)].map((x) => x[1]!);
        api.push({ path: '/' + segs.join('/'), methods });
      }
    }
  };
  walk(root, []);
  return { pages, api };
}
