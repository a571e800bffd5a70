import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { notifications } from './support/accounts';
import { pageHeading } from './support/app';
import { createUser } from './support/backend';
import { premiumMember } from './support/earnings';
import { signInThroughStorage } from './support/submit';

// Issue 19: the How It Works guide: disclosure entries, go-to targets for members and others,
// narration falling back to the device's speech when the function fails, and axe.

test.describe.configure({ timeout: 90_000 });

function entry(page: Page, title: string) {
  return {
    button: page.getByRole('button', { name: title, exact: true }),
    region: page.getByRole('region', { name: title, exact: true }),
  };
}

/**
 * Records what the page asks the device to say, instead of saying it (headless chromium has no
 * voices): a speechSynthesis and SpeechSynthesisUtterance of our own, at the browser boundary.
 */
async function stubSpeechSynthesis(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Said {
      text: string;
      rate: number;
      pitch: number;
      volume: number;
      voice: string | null;
    }
    const spoken: Said[] = [];
    class FakeUtterance {
      rate = 1;
      pitch = 1;
      volume = 1;
      lang = '';
      voice: { name: string } | null = null;
      onend: (() => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      onstart: (() => void) | null = null;
      constructor(public text: string) {}
    }
    const voices = [
      { name: 'Robot Voice', lang: 'de-DE', default: true, localService: true, voiceURI: 'robot' },
      { name: 'Microsoft Aria', lang: 'en-US', default: false, localService: true, voiceURI: 'a' },
      {
        name: 'Google UK English Female',
        lang: 'en-GB',
        default: false,
        localService: false,
        voiceURI: 'g',
      },
    ];
    const synth = {
      speaking: false,
      pending: false,
      paused: false,
      getVoices: () => voices,
      speak(utterance: FakeUtterance) {
        if (utterance.text === '') return;
        spoken.push({
          text: utterance.text,
          rate: utterance.rate,
          pitch: utterance.pitch,
          volume: utterance.volume,
          voice: utterance.voice?.name ?? null,
        });
        synth.speaking = true;
      },
      cancel() {
        synth.speaking = false;
      },
      pause() {},
      resume() {},
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: FakeUtterance,
      configurable: true,
    });
    (window as unknown as { __spoken: Said[] }).__spoken = spoken;
  });
}

test('entries open and close as disclosures; a visitor is sent to Premium by the earning entries', async ({
  page,
}) => {
  await page.goto('/how-it-works');
  await expect(pageHeading(page)).toHaveText('How It Works');
  await expect(page.getByRole('heading', { name: 'Recording on mobile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recording on desktop' })).toBeVisible();

  const submit = entry(page, 'Submit a Video');
  await expect(submit.button).toHaveAttribute('aria-expanded', 'false');
  await submit.button.focus();
  await page.keyboard.press('Enter');
  await expect(submit.button).toHaveAttribute('aria-expanded', 'true');
  await expect(submit.region).toBeVisible();
  await submit.region.getByRole('button', { name: 'Show demo for Submit a Video' }).click();
  await expect(
    submit.region.getByRole('list', { name: 'Steps for Submit a Video' }),
  ).toHaveAttribute('data-highlighted', /.*/);
  await expect(submit.region.getByRole('link', { name: 'Go to Submit Video' })).toHaveAttribute(
    'href',
    '/submit',
  );
  await submit.button.focus();
  await page.keyboard.press('Enter');
  await expect(submit.region).toBeHidden();

  await expect(
    page.getByText('Upgrade to Premium to start earning money for your activities!'),
  ).toBeVisible();
  const liking = entry(page, 'Earn by Liking');
  await liking.button.click();
  await liking.region.getByRole('link', { name: 'Go to Premium' }).click();
  await expect(page).toHaveURL('/premium-order');
  await expect(notifications(page)).toContainText(
    'Premium RequiredUpgrade to Premium to start earning!',
  );
});

test('a Premium member goes to Shorts from the earning entries', async ({ page }) => {
  const member = await premiumMember('Guide Member');
  await page.goto('/about-us');
  await signInThroughStorage(page, member);
  await page.goto('/how-it-works');
  await expect(
    page.getByText('Upgrade to Premium to start earning money for your activities!'),
  ).toHaveCount(0);
  const watching = entry(page, 'Earn by Watching');
  await watching.button.click();
  await watching.region.getByRole('link', { name: 'Go to Shorts' }).click();
  await expect(page).toHaveURL('/shorts');
});

test('narration falls back to the device voice when the function fails, and stops on a second press', async ({
  page,
}) => {
  await stubSpeechSynthesis(page);
  let calls = 0;
  await page.route('**/functions/v1/text-to-speech', async (route) => {
    calls += 1;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Text-to-speech is not configured on this server.' }),
    });
  });
  await page.goto('/how-it-works');
  const shorts = entry(page, 'Browse Shorts');
  await shorts.button.click();
  await shorts.region
    .getByRole('button', { name: 'Listen to step-by-step audio for Browse Shorts' })
    .click();
  const stop = shorts.region.getByRole('button', {
    name: 'Stop step-by-step audio for Browse Shorts',
  });
  await expect(stop).toBeVisible();
  expect(calls).toBe(1);
  const spoken = await page.evaluate(
    () => (window as unknown as { __spoken: Array<Record<string, unknown>> }).__spoken,
  );
  expect(spoken.length).toBeGreaterThan(0);
  expect(spoken[spoken.length - 1]).toMatchObject({
    rate: 0.85,
    pitch: expect.closeTo(1.1, 5),
    volume: expect.closeTo(0.9, 5),
    voice: 'Google UK English Female',
  });
  await stop.click();
  await expect(
    shorts.region.getByRole('button', { name: 'Listen to step-by-step audio for Browse Shorts' }),
  ).toBeVisible();
});

test('the guide has no serious accessibility violations, signed out and signed in', async ({
  page,
}) => {
  const check = async () => {
    await entry(page, 'Watch Trending Videos').button.click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);
  };
  await page.goto('/how-it-works');
  await check();
  const user = await createUser({ fullName: 'Guide Reader' });
  await signInThroughStorage(page, user);
  await page.goto('/how-it-works');
  await check();
});
