import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { WelcomeCarousel } from './welcome-carousel';

export interface WelcomeModalProps {
  onClose(): void;
  onJoin(): void;
}

/** The first-visit welcome (part 1 §2): a feature carousel, join (sign-up) or explore first. */
export default function WelcomeModal({ onClose, onJoin }: WelcomeModalProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title="Welcome to LaughLoop!"
      description="The funniest video portal, with 50,000+ creators and counting."
    >
      <div className="flex flex-col gap-4">
        <WelcomeCarousel />
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button className="sm:flex-1" onClick={onJoin}>
            Join LaughLoop
          </Button>
          <Button variant="secondary" className="sm:flex-1" onClick={onClose}>
            Explore First
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
