/** @type {import('next').NextConfig} */
module.exports = {
  // ssh2 and better-sqlite3 load native addons that the bundler cannot follow.
  serverExternalPackages: ['ssh2', 'better-sqlite3'],
  poweredByHeader: false,
};
