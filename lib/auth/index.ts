import 'server-only';
export { readAuthConfig, authEnabled, NO_AUTH, type AuthConfig } from './auth-config';
export { authorize, type AuthDecision } from './authorize';
export { handleRequest } from './handle-request';
export { STATIC_SECURITY_HEADERS, API_CSP, pageCsp } from './security-headers';
