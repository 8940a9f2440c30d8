import { createApp } from 'vue';
import 'yahtzee-widgets';
import App from './App.vue';

createApp(App).mount('#app');
