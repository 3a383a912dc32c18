import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // A release build names its own fresh folder (scripts/release/build-release.ts).
  buildDirectory: process.env.PAGE_BUILD_DIRECTORY ?? 'build',
  ssr: true,
  routeDiscovery: { mode: 'initial' },
  // Loaders get the request the server made, not two copies of it per loader; they read the page's
  // address from `url`, which leaves out React Router's own fields (decision 0061).
  future: { v8_passThroughRequests: true },
} satisfies Config;
