import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  // The three tags are custom elements, not Vue components.
  plugins: [
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.includes('-') } } }),
  ],
});
