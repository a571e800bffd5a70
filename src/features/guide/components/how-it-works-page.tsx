import { useEffect } from 'react';
import { Page } from '@/components/page';
import { stopNarration } from '../hooks/use-narration';
import { EarningsSummary } from './earnings-summary';
import { GetStarted } from './get-started';
import { EarningGuide, GeneralGuide } from './guide-sections';
import { RecordingCards } from './recording-cards';
import { SupportCard } from './support-card';

/** /how-it-works (part 2 §2): recording, the 15 guide entries, earnings, support, next steps. */
export function HowItWorksPage() {
  // Leaving the page silences it.
  useEffect(() => stopNarration, []);
  return (
    <Page
      title="How It Works"
      lead="Every LaughLoop feature step by step. Open an entry for its steps, a short demo and an audio walkthrough."
    >
      <RecordingCards />
      <GeneralGuide />
      <EarningGuide />
      <EarningsSummary />
      <SupportCard />
      <GetStarted />
    </Page>
  );
}
