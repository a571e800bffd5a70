import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { toast } from '@/components/toast-store';
import { useOnlineStatus } from '@/lib/online-status';
import { useSession } from '@/lib/session';
import type { PickerVideo } from '../api/get-public-video-page';
import { usePickerVideos } from '../hooks/use-boost-queries';
import { useStartCheckout } from '../hooks/use-start-checkout';
import { successPath } from '../model/boost-links';
import { BOOST_PLANS, formatPrice, planById } from '../model/boost-plans';
import { BOOST_MESSAGES } from '../model/messages';
import {
  boostRequestFor,
  currentChoice,
  forgetVideo,
  selectionProblem,
  type BoostVideoChoice,
} from '../model/order-selection';
import { PlanCard } from './plan-card';
import { VideoChoice, type VideoSource } from './video-choice';

function PlanChoice(props: { value: string | null; onChange(id: string): void }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-2 text-lg font-bold">1. Choose a plan</legend>
      {BOOST_PLANS.map((plan) => (
        <PlanCard key={plan.id} plan={plan} selected={props.value === plan.id}>
          <label className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
            <input
              type="radio"
              name="boost-plan"
              value={plan.id}
              checked={props.value === plan.id}
              onChange={() => props.onChange(plan.id)}
              className="size-5 accent-brand"
            />
            {`Choose ${plan.label}`}
          </label>
        </PlanCard>
      ))}
    </fieldset>
  );
}

function summaryVideo(choice: BoostVideoChoice | null): string {
  if (!choice) return 'No video chosen yet';
  return choice.kind === 'mine' ? choice.title : choice.url;
}

/** What src/app's Edit and Delete tell the page once their dialog is done. */
export interface OwnVideoControls {
  /** The video is gone: the list is read again and it stops being the choice. */
  deleted(): void;
  /** The edit dialog closed (saved or not): the list is read again, with its new title. */
  edited(): void;
}

export interface OrderPageProps {
  /** The signed-in member's creator hash: how the list knows their own videos. */
  ownCreatorHash?: string | null;
  /** Part 2 §2 the page's edit and delete dialogs, for the member's own videos (from src/app). */
  ownVideoActions?(video: PickerVideo, controls: OwnVideoControls): ReactNode;
}

/** Gives src/app's Edit and Delete of a listed video what to call once their dialog is done. */
function withControls(
  ownVideoActions: OrderPageProps['ownVideoActions'],
  reload: () => unknown,
  forget: (videoId: string) => void,
) {
  if (!ownVideoActions) return undefined;
  return (video: PickerVideo) =>
    ownVideoActions(video, {
      deleted: () => {
        forget(video.id);
        void reload();
      },
      edited: () => void reload(),
    });
}

/** /order: choose a plan and a video (the public list or a link), check the summary, then pay. */
export default function OrderPage({ ownCreatorHash = null, ownVideoActions }: OrderPageProps) {
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const userId = useSession((state) => state.user?.id ?? null);
  const videos = usePickerVideos(userId);
  const [planId, setPlanId] = useState<string | null>(null);
  const [source, setSource] = useState<VideoSource>('My Videos');
  const [picked, setChoice] = useState<BoostVideoChoice | null>(null);
  const choice = currentChoice(picked, videos.data);
  const checkout = useStartCheckout((opened) => navigate(successPath(opened.videoId)));
  const plan = planById(planId);
  const ownActions = withControls(ownVideoActions, videos.refetch, (videoId) =>
    setChoice((current) => forgetVideo(current, videoId)),
  );

  const proceed = () => {
    const problem = selectionProblem(plan, choice);
    if (problem === 'missing')
      return toast({
        title: BOOST_MESSAGES.missingSelectionTitle,
        description: BOOST_MESSAGES.missingSelection,
        variant: 'destructive',
      });
    if (problem === 'invalid-link' || !plan || !choice)
      return toast({
        title: BOOST_MESSAGES.videoNotFoundTitle,
        description: BOOST_MESSAGES.selectValidVideo,
        variant: 'destructive',
      });
    void checkout.start(boostRequestFor(choice, Date.now()), plan);
  };

  return (
    <Page title="Order Video Boost" lead="Promote a video in the lists for 1, 3 or 5 days.">
      <PlanChoice value={planId} onChange={setPlanId} />
      <section aria-labelledby="boost-video-heading" className="flex flex-col gap-2">
        <h2 id="boost-video-heading" className="text-lg font-bold">
          2. Choose a video
        </h2>
        <VideoChoice
          source={source}
          onSource={setSource}
          choice={choice}
          onChoice={setChoice}
          videos={videos}
          ownCreatorHash={ownCreatorHash}
          ownActions={ownActions}
        />
      </section>
      <section
        aria-labelledby="boost-summary-heading"
        className="flex flex-col gap-2 rounded-2xl border border-line bg-surface-raised p-4"
      >
        <h2 id="boost-summary-heading" className="text-lg font-bold">
          Order summary
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-ink-muted">Plan</dt>
          <dd>{plan?.label ?? 'No plan chosen yet'}</dd>
          <dt className="text-ink-muted">Video</dt>
          <dd className="break-all">{summaryVideo(choice)}</dd>
          <dt className="text-ink-muted">Total</dt>
          <dd className="font-bold">{plan ? formatPrice(plan.price) : '–'}</dd>
        </dl>
        <Button disabled={!online || checkout.pending} onClick={proceed}>
          {checkout.pending ? 'Opening checkout…' : 'Proceed to Payment'}
        </Button>
        {!online && <p className="text-sm text-warning">Buying a boost needs a connection.</p>}
      </section>
    </Page>
  );
}
