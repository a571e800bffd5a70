import { describe, expect, it } from 'vitest';
import { chooseVoice, splitForSpeech, type VoiceInfo } from './voice-choice';

const voice = (name: string, lang = 'en-US', isDefault = false): VoiceInfo => ({
  name,
  lang,
  default: isDefault,
});

const device = voice('Samantha', 'fr-FR', true);
const english = voice('Daniel', 'en-GB');
const microsoft = voice('Microsoft Aria Online', 'en-US');
const google = voice('Google US English', 'en-US');

describe('the speech voice', () => {
  it('prefers Google, then Microsoft, then English, then the default', () => {
    expect(chooseVoice([device, english, microsoft, google])).toBe(google);
    expect(chooseVoice([device, english, microsoft])).toBe(microsoft);
    expect(chooseVoice([device, english])).toBe(english);
    expect(chooseVoice([voice('Thomas', 'fr-FR'), device])).toBe(device);
  });

  it('leaves the choice to the browser when there is no voice or no default', () => {
    expect(chooseVoice([])).toBeNull();
    expect(chooseVoice([voice('Thomas', 'fr-FR')])).toBeNull();
  });

  it('takes an English voice first among Google or Microsoft voices', () => {
    const googleGerman = voice('Google Deutsch', 'de-DE');
    expect(chooseVoice([googleGerman, google])).toBe(google);
    expect(chooseVoice([googleGerman, english])).toBe(googleGerman);
  });
});

describe('splitting text for speech', () => {
  it('keeps sentences whole, joins short ones and leaves prices alone', () => {
    expect(splitForSpeech('Step 1. Pay $10.00 now! Done?', 200)).toEqual([
      'Step 1. Pay $10.00 now! Done?',
    ]);
    expect(splitForSpeech('One two. Three four. Five.', 10)).toEqual([
      'One two.',
      'Three four.',
      'Five.',
    ]);
    expect(splitForSpeech('  ')).toEqual([]);
  });
});
