import type { NextRequest } from 'next/server';
import { handleRequest, readAuthConfig } from '@/lib/auth';
import { getEnv } from '@/lib/env';

export async function proxy(req: NextRequest): Promise<Response> {
  return handleRequest(req, readAuthConfig(getEnv()), { dev: process.env.NODE_ENV === 'development', nowMs: Date.now() });
}

export const config = {
  // Static chunks carry no data; everything else (pages, RSC payloads, prefetches, API) is checked.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
