import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';

interface DescriptiveLinkTextProps {
  /** What the design shows, e.g. 'Read more'. */
  visible: string;
  /** What the link says to search engines and screen readers, e.g. 'Read more about Company Registration'. */
  full: string;
}

/**
 * A link's text that reads 'Read more' on screen yet says where it goes. Search engines (and
 * Lighthouse) judge a link by its text, not its aria-label, so the rest is real text, only hidden
 * from sight. The visible words stay part of the name, as WCAG's label-in-name rule asks.
 *
 * The hidden part is a box of its own, so a name computed from the text gets a space where it joins:
 * right before a word ('Read more about …'), wrong before punctuation ('Read more : …'). A link
 * worded that way should also carry `full` as its aria-label.
 */
export function DescriptiveLinkText({ visible, full }: DescriptiveLinkTextProps) {
  if (!full.startsWith(visible)) {
    // A wording where the visible text does not start the name: show the one, say the other.
    return (
      <>
        <span aria-hidden>{visible}</span>
        <Box component="span" sx={visuallyHidden}>
          {full}
        </Box>
      </>
    );
  }
  return (
    <>
      {visible}
      <Box component="span" sx={visuallyHidden}>
        {full.slice(visible.length)}
      </Box>
    </>
  );
}
