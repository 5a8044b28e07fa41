import { videoPopup } from '../content/home';
import { ui } from '../content/ui';
import { island } from '../platform';
import { VideoPopup } from '../sections/VideoPopup';

/** The agency home's film, which opens in a dialog. */
function HomeVideo() {
  return <VideoPopup {...videoPopup} labels={ui.video} />;
}

export default island('HomeVideo', HomeVideo);
