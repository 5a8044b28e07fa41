import { shellLabels } from '../../content/shellLabels';
import { LanguageSuggestionSlot } from './LanguageSuggestionSlot';
import { ScrollToTopSlot } from './ScrollToTopSlot';
import { ToastSlot } from './ToastSlot';

/**
 * The parts no prerendered page shows, which appear only when the visitor needs them: toasts, the
 * back-to-top button and the offer of another language. Each renders nothing, and loads nothing,
 * until then.
 */
export function ClientParts() {
  return (
    <>
      <ScrollToTopSlot />
      <LanguageSuggestionSlot />
      <ToastSlot closeLabel={shellLabels.toasts.close} />
    </>
  );
}
