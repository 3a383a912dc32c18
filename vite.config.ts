import { reactRouter } from '@react-router/dev/vite';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { siteIcons } from './scripts/release/site-icons';

/** The back office's libraries: loaded in the browser on admin routes only. */
const ADMIN_LIBRARIES = /^(?:(?:antd|@ant-design\/icons|dayjs|qrcode)(?:\/|$)|@tiptap\/|@dnd-kit\/)/;
const STUB_ID = '\0admin-library-stub';

/**
 * Leaves the back office's libraries out of the server build. The admin renders in the browser
 * only (its layout and login screen render an empty frame on the server and nothing below it), so
 * the server never runs this code, yet importing it would keep about 100 MB of it in every
 * server's memory (ENGINEERING.md memory budget). Each import is answered by one stand-in whose
 * every export is a no-op; were the server ever to render admin UI, React would refuse the
 * stand-in as a component and the page would fail loudly, in tests first.
 */
function adminLibrariesOffTheServer(): Plugin {
  return {
    name: 'admin-libraries-off-the-server',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    resolveId(source) {
      return ADMIN_LIBRARIES.test(source) && !source.endsWith('.css') ? STUB_ID : null;
    },
    load(id) {
      if (id !== STUB_ID) return null;
      return {
        code: [
          'const stub = new Proxy(function () {}, { get: (_target, key) => (key === Symbol.toPrimitive ? () => "" : stub), apply: () => stub, construct: () => stub });',
          'export const __stub = stub;',
          'export default stub;',
        ].join('\n'),
        // Any named import (`import { Form } from 'antd'`) is read off `__stub`.
        syntheticNamedExports: '__stub',
      };
    },
  };
}

export default defineConfig({
  plugins: [adminLibrariesOffTheServer(), reactRouter(), siteIcons(path.resolve(import.meta.dirname, 'public'))],
  // No gzip size of every chunk in the build's report: seconds of each build, read by nobody
  // (bench:page-weight measures what visitors receive).
  build: { target: 'es2022', reportCompressedSize: false },
  // Pre-bundled at start in development: discovering them on the first admin visit would re-bundle
  // React mid-session and leave two copies of it in the page.
  optimizeDeps: {
    include: [
      'react', 'react-dom', 'react-dom/client', 'react-router', 'i18next', 'react-i18next',
      'antd', 'antd/locale/de_DE', 'antd/locale/en_US', 'antd/locale/zh_CN', '@ant-design/icons', 'dayjs', 'dayjs/locale/de', 'dayjs/locale/zh-cn', 'dayjs/plugin/localizedFormat',
      '@tiptap/react', '@tiptap/starter-kit', '@tiptap/extension-table', '@tiptap/extension-image', '@tiptap/extension-text-align',
      '@dnd-kit/core', '@dnd-kit/sortable', '@dnd-kit/utilities', 'qrcode',
    ],
  },
});
