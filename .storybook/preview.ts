import { setCustomElementsManifest } from '@storybook/web-components-vite';
import type { Preview } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json';
import { extractArgTypes } from './arg-types.js';

// Storybook does not find the manifest by itself; `npm run analyze` writes it before every Storybook run.
setCustomElementsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    controls: { expanded: true },
    docs: { extractArgTypes },
  },
};

export default preview;
