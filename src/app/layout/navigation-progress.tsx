import { useNavigation } from 'react-router-dom';
import { Progress } from '@/components/progress';

/** A thin bar under the header while the next page's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <Progress label="Loading page" className="fixed inset-x-0 top-14 z-40 rounded-none" />;
}
