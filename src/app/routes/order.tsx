import OrderPage from '@/features/boosts/components/order-page';

export function Component() {
  return <OrderPage />;
}
