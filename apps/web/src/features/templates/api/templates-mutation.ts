import { useRefreshingMutation } from '../../../app/query-factories.ts';
import { queryKeys } from '../../../app/query-keys.ts';

/** Every write on templates refreshes the template queries once it is done. */
export const useTemplatesMutation = <Input, Result>(mutationFn: (input: Input) => Promise<Result>) =>
  useRefreshingMutation([queryKeys.templates], mutationFn);
