export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  unknown_host: 404,
  unit_not_found: 404,
  snapshot_not_found: 404,
  cursor_expired: 409,
  unreachable: 502,
  auth_failed: 502,
  host_key_mismatch: 502,
  host_key_unknown: 502,
  command_failed: 502,
  journal_denied: 502,
  no_nvidia_driver: 502,
  prometheus_down: 502,
  prometheus_bad_answer: 502,
  prometheus_timeout: 504,
  not_in_prometheus: 404,
  not_in_journal_remote: 404,
  bad_fleet_file: 500,
  prometheus_error: 502,
  store_unavailable: 503,
  timeout: 504,
  internal: 500,
} as const;

export type RadarErrorCode = keyof typeof ERROR_STATUS;
export type ErrorBody = { error: { code: RadarErrorCode; message: string } };
