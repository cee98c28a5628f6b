public enum ExampleScenarios {}
