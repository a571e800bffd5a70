import { Section } from './section';

interface RecordingCard {
  title: string;
  steps: readonly string[];
}

/** Part 2 §2: recording on a phone and on a computer (720×1280 portrait, up to 300 s). */
const CARDS: readonly RecordingCard[] = [
  {
    title: 'Recording on mobile',
    steps: [
      'Open Submit Video, choose Record Live and press Open Camera; allow the camera and the microphone.',
      'Hold your phone upright: videos are portrait, 720×1280.',
      'Press Start Recording and film for up to 300 seconds (5 minutes); press Flip to switch cameras before you start.',
      'Your take is saved on the device while you record, so a dropped connection or a closed tab loses nothing: it waits under Drafts.',
      'Press Stop Recording, add a title and a category, and submit.',
    ],
  },
  {
    title: 'Recording on desktop',
    steps: [
      'Connect a webcam, open Submit Video, choose Record Live and press Open Camera; allow the camera and the microphone when the browser asks.',
      'Recording is portrait, 720×1280: keep the action in the middle of the frame.',
      'Press Start Recording; the timer counts up to the 5:00 (300 seconds) limit.',
      'The take is saved on this computer while you record; unfinished takes wait under Drafts.',
      'Already have a file? Choose Upload File instead (MP4, MOV or AVI up to 100MB).',
    ],
  },
];

export function RecordingCards() {
  return (
    <Section title="Record a video">
      <div className="grid gap-3 sm:grid-cols-2">
        {CARDS.map((card) => (
          <div key={card.title} className="rounded-xl border border-line bg-surface-raised p-3">
            <h3 className="font-semibold">{card.title}</h3>
            <ol className="mt-2 flex list-decimal flex-col gap-1.5 pl-5 text-sm text-ink-muted">
              {card.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </Section>
  );
}
