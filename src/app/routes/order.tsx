import { OrderRoute } from '@/app/boosts/order-route';

export function Component() {
  return <OrderRoute />;
}
