#!/usr/bin/env node
/** Validates openapi/loyalty.yaml with a real OpenAPI validator and lints it with Redocly (no errors, no warnings). */
import SwaggerParser from '@apidevtools/swagger-parser';
import { spawnSync } from 'node:child_process';

const file = 'openapi/loyalty.yaml';
try {
  const api = await SwaggerParser.validate(file);
  const ops = Object.values(api.paths ?? {}).flatMap((item) =>
    Object.keys(item).filter((k) => ['get', 'put', 'post', 'delete', 'patch'].includes(k)),
  );
  console.log(`valid OpenAPI ${api.openapi}: ${ops.length} operations`);
} catch (error) {
  console.error(`invalid contract: ${error.message}`);
  process.exit(1);
}

const lint = spawnSync('npx', ['redocly', 'lint', file, '--max-problems', '50'], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
process.exit(lint.status ?? 1);
