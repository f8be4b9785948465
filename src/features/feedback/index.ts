export { FeedbackWidget } from './components/feedback-widget';
export { OwnFeedbackList } from './components/own-feedback-list';
