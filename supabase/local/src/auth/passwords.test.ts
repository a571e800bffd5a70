import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { configFrom } from '../config.ts';
import {
  GOTRUE_PASSWORD_COST,
  hashPassword,
  passwordMatches,
  spendComparisonTime,
} from './passwords.ts';

// The integration suite's stacks store passwords at bcrypt's least cost (4) to save CPU; what
// `npm start`, the e2e stack and hosted GoTrue store is proved here.
describe('stored passwords', () => {
  it("are bcrypt at GoTrue's cost 10 unless an instance is told otherwise", async () => {
    expect(GOTRUE_PASSWORD_COST).toBe(10);
    const cost = configFrom({ dataDir: '/tmp/laughloop-unused' }).passwordHashCost;
    expect(cost).toBe(10);
    const hash = await hashPassword('correct-horse-1', cost);
    expect(hash).toMatch(/^\$2a\$10\$[./A-Za-z0-9]{53}$/);
    expect(bcrypt.getRounds(hash)).toBe(10);
    expect(await passwordMatches('correct-horse-1', hash)).toBe(true);
    expect(await passwordMatches('correct-horse-2', hash)).toBe(false);
  });

  it("use an instance's own cost, and any stored cost still matches", async () => {
    expect(
      configFrom({ dataDir: '/tmp/laughloop-unused', passwordHashCost: 4 }).passwordHashCost,
    ).toBe(4);
    const hash = await hashPassword('correct-horse-1', 4);
    expect(hash).toMatch(/^\$2a\$04\$/);
    expect(await passwordMatches('correct-horse-1', hash)).toBe(true);
    await expect(spendComparisonTime('anything', 4)).resolves.toBeUndefined();
  });
});
