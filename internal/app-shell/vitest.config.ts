import { defineConfig } from 'vitest/config';
import { testConfig } from '@concierge/config/vitest';

export default defineConfig({ test: testConfig({ include: ['*.test.{ts,tsx}'], environment: 'happy-dom' }) });
