import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vite';
import { sourceResolve } from '../../vite.conditions.ts';

// Storybook and the story tests read this config: React, Tailwind v4 and workspace sources.
export default mergeConfig(sourceResolve, defineConfig({ plugins: [react(), tailwindcss()] }));
