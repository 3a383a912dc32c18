import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // A release build names its own fresh folder (scripts/release/build-release.ts).
  buildDirectory: process.env.PAGE_BUILD_DIRECTORY ?? 'build',
  ssr: true,
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
