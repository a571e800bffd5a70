import { LazyMotion, m, MotionConfig } from 'motion/react';
import { useState } from 'react';
import { DOCK_BOTTOM_CLASS, dockAboveNav } from '@/components/bottom-dock';
import { Button } from '@/components/button';

const loadMotionFeatures = () => import('../motion-features').then((module) => module.default);

interface UpdateCardProps {
  applyUpdate(): Promise<void>;
  onDismiss(): void;
}

/** "A new version is ready — Reload": Reload activates the waiting service worker, then the page reloads. */
export default function UpdateCard({ applyUpdate, onDismiss }: UpdateCardProps) {
  const [reloading, setReloading] = useState(false);
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadMotionFeatures} strict>
        {/* The plain frame docks (bottom-dock.ts); the card inside it animates. */}
        <div
          ref={dockAboveNav}
          className={`fixed inset-x-3 ${DOCK_BOTTOM_CLASS} z-50 mx-auto max-w-md`}
        >
          <m.div
            role="status"
            initial={{ opacity: 0, y: 12 }}
            animate={{ opacity: 1, y: 0 }}
            className="flex items-center gap-2 rounded-xl border border-brand-soft/50 bg-surface-raised p-3 shadow-lg shadow-black/40"
          >
            <p className="flex-1 text-sm font-medium">A new version is ready —</p>
            <Button
              disabled={reloading}
              onClick={() => {
                setReloading(true);
                void applyUpdate();
              }}
            >
              Reload
            </Button>
            <Button variant="ghost" onClick={onDismiss}>
              Later
            </Button>
          </m.div>
        </div>
      </LazyMotion>
    </MotionConfig>
  );
}
