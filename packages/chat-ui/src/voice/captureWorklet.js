// The microphone's AudioWorklet: copies each render quantum (128 samples) of the first channel to
// the page. A file of its own, served from the app's origin: the console's Content-Security-Policy
// (script-src 'self') refuses a worklet made from a blob: or data: URL.
/* global registerProcessor, AudioWorkletProcessor -- the AudioWorkletGlobalScope's own names */
registerProcessor(
  'voice-capture',
  class extends AudioWorkletProcessor {
    process(inputs) {
      const channel = inputs[0] && inputs[0][0];
      if (channel) this.port.postMessage(channel.slice(0));
      return true;
    }
  },
);
