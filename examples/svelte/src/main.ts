import { mount } from 'svelte';
import 'yahtzee-widgets';
import App from './App.svelte';

mount(App, { target: document.getElementById('app')! });
