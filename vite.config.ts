import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: { target: 'es2022' },
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
