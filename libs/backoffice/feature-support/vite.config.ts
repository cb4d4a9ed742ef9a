/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { libTestConfig } from '../../../tools/testing/lib-vite-config';

export default defineConfig(libTestConfig());
